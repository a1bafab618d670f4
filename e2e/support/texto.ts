// What a journey checks of a text on screen at a given size: boxes that cut it, words broken inside themselves.
import type { Locator } from '@playwright/test';

/** The texts of the boxes that cut what they hold (ellipsis, line clamp, overflow). */
export function cutText(boxes: Locator) {
  return boxes.evaluateAll((els) =>
    els
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => el.textContent),
  );
}

/** The words drawn over two lines (a word is one box when it is not broken inside). */
export function brokenWords(boxes: Locator) {
  return boxes.evaluateAll((els) =>
    els.flatMap((el) => {
      const text = el.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const value = text.nodeValue ?? '';
      const broken: string[] = [];
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (range.getClientRects().length > 1) broken.push(match[0]);
      }
      return broken;
    }),
  );
}
