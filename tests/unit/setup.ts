// Shared set-up for unit tests: DOM matchers for Testing Library (harmless in node tests).
import '@testing-library/jest-dom/vitest';
