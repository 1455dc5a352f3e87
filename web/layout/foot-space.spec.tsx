/** @jest-environment jsdom */
// The room kept at the page's foot while the cookie bar (or the popup) shows: measured once the browser has
// laid the page out (the ResizeObserver's report), never while the page renders or hydrates, and given to
// <html>'s scroll padding, the footer and the menu, not as a property inherited by every element.
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { FOOT_SPACE_PROPERTY, FOOT_SPACE_STYLE_ID, useFootSpace } from './foot-space';

type Report = () => void;
let reports: Report[] = [];

class FakeResizeObserver {
  private readonly report: Report;
  constructor(callback: ResizeObserverCallback) {
    this.report = () => callback([], this as unknown as ResizeObserver);
  }
  observe() {
    reports.push(this.report);
  }
  unobserve() {}
  disconnect() {
    reports = reports.filter((report) => report !== this.report);
  }
}

/** The browser lays the page out and the observer reports the bar's size. */
const layoutReported = () => act(() => reports.forEach((report) => report()));

function Page({ shown }: { shown: boolean }) {
  const barRef = useRef<HTMLElement>(null);
  useFootSpace(barRef, shown);
  return (
    <>
      <section ref={barRef} className="cookie-bar" aria-label="Cookie consent" />
      <nav className="site-nav" aria-label="Main" />
      <main>
        <p>Content</p>
      </main>
      <footer className="site-footer" />
    </>
  );
}

const root = () => document.documentElement;
const footer = () => document.querySelector<HTMLElement>('.site-footer')!;
const menu = () => document.querySelector<HTMLElement>('.site-nav')!;
const main = () => document.querySelector<HTMLElement>('main')!;
/** The space the footer and the menu are given: the rule of the hook's own <style> in <head>, '' when none. */
const givenSpace = () => {
  const text = document.getElementById(FOOT_SPACE_STYLE_ID)?.textContent ?? '';
  const match = /^\.site-footer, \.site-nav \{ --foot-space: (\d+px); \}$/.exec(text);
  return match ? match[1] : '';
};
/** Nothing written on the React-rendered elements themselves (that would be a hydration mismatch). */
const ownStylesUntouched = () => [footer(), menu(), main()].every((element) => element.getAttribute('style') === null);

let barTop = 600;
beforeEach(() => {
  reports = [];
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  window.innerHeight = 800;
  barTop = 600;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.classList.contains('cookie-bar') ? barTop : 0;
    return { top, bottom: 800, left: 0, right: 400, width: 400, height: 800 - top, x: 0, y: top } as DOMRect;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

describe('useFootSpace', () => {
  it('given the bar showing, then nothing is measured while the page renders, only once the layout is reported', () => {
    render(<Page shown />);
    expect(HTMLElement.prototype.getBoundingClientRect).not.toHaveBeenCalled();
    expect(givenSpace()).toBe('');

    layoutReported();
    // 800 - 600 covered, plus 8 px clearance.
    expect(root().style.scrollPaddingBottom).toBe('208px');
    expect(givenSpace()).toBe('208px');
    expect(ownStylesUntouched()).toBe(true);
  });

  it('given the bar showing, then the space is not set on <html> nor on the content, which would restyle every element', () => {
    render(<Page shown />);
    layoutReported();
    expect(root().style.getPropertyValue(FOOT_SPACE_PROPERTY)).toBe('');
    expect(ownStylesUntouched()).toBe(true);
  });

  it('given the bar growing (its text wrapping on a narrower window), then the space follows it', () => {
    render(<Page shown />);
    layoutReported();
    barTop = 450;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(givenSpace()).toBe('358px');
    expect(root().style.scrollPaddingBottom).toBe('358px');
  });

  it('given the bar going away, then the room at the foot goes with it', () => {
    const page = render(<Page shown />);
    layoutReported();
    page.rerender(<Page shown={false} />);
    expect(root().style.scrollPaddingBottom).toBe('');
    expect(document.getElementById(FOOT_SPACE_STYLE_ID)).toBeNull();
    expect(reports).toEqual([]);
  });

  it('given no bar showing, then nothing is observed or set', () => {
    render(<Page shown={false} />);
    expect(reports).toEqual([]);
    expect(givenSpace()).toBe('');
  });
});
