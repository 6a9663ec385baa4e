import { addressZipCode, isOutsideServiceAreas, repeatedSlug } from './service-areas';

describe('addressZipCode', () => {
  it.each([
    ['12 Bayshore Blvd, Apt 4; Tampa, FL 33606', '33606'],
    ['1 Oakfield Dr, Brandon, FL 33511-4410', '33511'],
    ['12 Bayshore Blvd, Tampa,33606 ', '33606'],
    ['33606', '33606'],
    // A five-digit house number starts the address: it is no ZIP code.
    ['10201 N Florida Ave, Tampa', null],
    ['12 Bayshore Blvd, Tampa', null],
    ['Suite 100336066', null],
    ['', null],
    [null, null],
  ])('%j → %j', (address, zipCode) => {
    expect(addressZipCode(address)).toBe(zipCode);
  });
});

describe('isOutsideServiceAreas', () => {
  const areas = [{ zipCodes: ['33510', '33511'] }, { zipCodes: [] }];

  it('is outside when no area lists the ZIP code', () => {
    expect(isOutsideServiceAreas('9 Gulf Blvd, Clearwater, FL 33767', areas)).toBe(true);
    expect(isOutsideServiceAreas('1 Oakfield Dr, Brandon, FL 33511', areas)).toBe(false);
  });

  it('is not outside when nothing can be checked: no ZIP code in the address, or none in any area', () => {
    expect(isOutsideServiceAreas('9 Gulf Blvd, Clearwater', areas)).toBe(false);
    expect(isOutsideServiceAreas(null, areas)).toBe(false);
    expect(isOutsideServiceAreas('9 Gulf Blvd, Clearwater, FL 33767', [{ zipCodes: [] }])).toBe(false);
    expect(isOutsideServiceAreas('9 Gulf Blvd, Clearwater, FL 33767', [])).toBe(false);
  });
});

describe('repeatedSlug', () => {
  it('names the first slug two areas share, blanks aside', () => {
    expect(repeatedSlug([{ slug: 'brandon' }, { slug: 'tampa' }, { slug: ' brandon ' }])).toBe('brandon');
    expect(repeatedSlug([{ slug: 'brandon' }, { slug: 'tampa' }])).toBeUndefined();
  });
});
