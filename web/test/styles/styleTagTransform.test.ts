/**
 * @jest-environment jsdom
 */
import { PAGE_STYLES_ATTRIBUTE } from '@portal/shared/customer/serverDrawnPage';
import styleTagTransform from '../../src/styles/styleTagTransform';

const DRAWN = '.cx-page {\n  color: navy;\n}\n.cx-card {\n  padding: 1rem;\n}\n';

function styleFor(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  document.head.append(style);
  styleTagTransform(css, style);
  return style;
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('styleTagTransform', () => {
  it('fills the sheet on a page without the server’s styles (a remote’s standalone page)', () => {
    expect(styleFor(DRAWN).textContent).toBe(DRAWN);
  });

  describe('on a customer page the server drew', () => {
    beforeEach(() => {
      const drawn = document.createElement('style');
      drawn.setAttribute(PAGE_STYLES_ATTRIBUTE, '');
      drawn.textContent = DRAWN;
      document.head.append(drawn);
    });

    it('leaves empty a sheet the page already carries word for word', () => {
      expect(styleFor('.cx-card {\n  padding: 1rem;\n}\n').textContent).toBe('');
    });

    it('fills a sheet the page does not carry, as from a newer release of a remote', () => {
      const newer = '.cx-card {\n  padding: 1.25rem;\n}\n';
      expect(styleFor(newer).textContent).toBe(newer);
    });
  });
});
