import { screen } from '@testing-library/react';
import { renderScreen } from '../../../../test/render-screen';
import { siteConfig } from '../../../platform/site-config';
import { AboutScreen } from './about-screen';

const founded = siteConfig.business.foundedYear;
afterEach(() => {
  jest.useRealTimers();
  siteConfig.business.foundedYear = founded;
});

/** The figure the about page shows above `label`. */
const figure = (label: string) => screen.getByText(label).closest('.stat')!.querySelector('dd')!.textContent;

describe('the about page (issue #51)', () => {
  it('counts its years from the founding year, in the business time zone: 9+ for 2017 in 2026, 8+ on New Year’s Eve in Tampa', () => {
    siteConfig.business.foundedYear = 2017;
    jest.useFakeTimers({ now: new Date('2026-06-02T15:00:00Z') });
    const { unmount } = renderScreen(<AboutScreen />);
    expect(figure('Years of experience')).toBe('9+');
    expect(figure('Founded')).toBe('2017');
    unmount();

    // 1 AM on January 1 in London is still New Year's Eve in Tampa.
    jest.setSystemTime(new Date('2026-01-01T01:00:00Z'));
    renderScreen(<AboutScreen />);
    expect(figure('Years of experience')).toBe('8+');
  });
});
