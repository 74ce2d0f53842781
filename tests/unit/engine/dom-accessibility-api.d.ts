// Testing Library's accessible-name computation, used directly by the form conformance test.
// The package ships its types where its exports map does not point TypeScript.
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(element: Element): string;
}
