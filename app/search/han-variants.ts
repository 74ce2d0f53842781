// Traditional and Simplified Chinese match each other in search: both sides are folded to
// Simplified characters before comparing. Only OpenCC's character table (Traditional ->
// Simplified, one character for one) is loaded, not its phrase dictionaries: matching needs
// no idiomatic conversion (e.g. 繳費 and 缴费 both fold to 缴费). This module is part of the
// search page's chunk only.
import { ConverterFactory } from 'opencc-js/core';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import HKVariantsRev from 'opencc-js/dict/HKVariantsRev';
import TWVariantsRev from 'opencc-js/dict/TWVariantsRev';

// Hong Kong and Taiwan variant forms first (e.g. 啓 -> 啟), then Traditional -> Simplified.
const toSimplified = ConverterFactory([HKVariantsRev, TWVariantsRev], [TSCharacters]);

/** The form text is compared in: Simplified characters, lower case, full-width folded, single spaces. */
export function foldText(text: string): string {
  return toSimplified(text.normalize('NFKC').toLowerCase()).replace(/\s+/g, ' ').trim();
}
