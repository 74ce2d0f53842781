// Customers who ask their device for less motion get sheets, pickers and dialogs without
// animation. Every module that shows one imports this file, so the setting holds before the
// first of them opens, while the first screen carries none of the animation library.
import { reduceMotion } from 'antd-mobile';

if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) reduceMotion();
