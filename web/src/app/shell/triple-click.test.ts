import { tripleClick } from './triple-click';

describe('tripleClick', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const onTriple = jest.fn();
    const click = tripleClick(onTriple, 1000);
    const clickAfter = (ms: number) => {
      jest.advanceTimersByTime(ms);
      click();
    };
    return { onTriple, clickAfter };
  }

  it('fires on three clicks each within 1000 ms of the previous', () => {
    const { onTriple, clickAfter } = setup();
    clickAfter(0);
    clickAfter(400);
    expect(onTriple).not.toHaveBeenCalled();
    clickAfter(1000);
    expect(onTriple).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the clicks are slower than 1000 ms apart', () => {
    const { onTriple, clickAfter } = setup();
    clickAfter(0);
    clickAfter(1001);
    clickAfter(1200);
    expect(onTriple).not.toHaveBeenCalled();
  });

  it('starts a new run after a slow click and after a completed run', () => {
    const { onTriple, clickAfter } = setup();
    clickAfter(0);
    clickAfter(100);
    clickAfter(1500); // too slow: this click is the first of a new run
    clickAfter(100);
    clickAfter(100);
    expect(onTriple).toHaveBeenCalledTimes(1);
    clickAfter(100); // the next run needs three clicks again
    clickAfter(100);
    expect(onTriple).toHaveBeenCalledTimes(1);
  });
});
