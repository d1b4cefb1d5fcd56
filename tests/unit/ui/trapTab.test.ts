import { afterEach, describe, expect, it } from 'vitest';
import { trapTab } from '../../../src/ui/trapTab';

function dialog(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}
const tab = (shiftKey = false) =>
  new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });

describe('trapTab', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('wraps Tab from the last match to the first and Shift+Tab back', () => {
    const root = dialog(
      '<button id="a">A</button><button id="c">C</button><button tabindex="-1">Out of the Tab order</button>',
    );
    const a = root.querySelector<HTMLElement>('#a')!;
    const c = root.querySelector<HTMLElement>('#c')!;
    c.focus();
    const forward = tab();
    trapTab(forward, root, 'button:not([tabindex="-1"])');
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(a);

    const back = tab(true);
    trapTab(back, root, 'button:not([tabindex="-1"])');
    expect(back.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(c);
  });

  it('leaves Tab alone in the middle and other keys alone', () => {
    const root = dialog('<button>A</button><button>B</button><button>C</button>');
    root.querySelectorAll('button')[1]?.focus();
    const middle = tab();
    trapTab(middle, root, 'button');
    expect(middle.defaultPrevented).toBe(false);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    trapTab(enter, root, 'button');
    expect(enter.defaultPrevented).toBe(false);
  });

  it('keeps focus put when nothing matches', () => {
    const root = dialog('<p>Nothing to focus</p>');
    const event = tab();
    trapTab(event, root, 'button');
    expect(event.defaultPrevented).toBe(true);
  });
});
