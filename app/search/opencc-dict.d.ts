// opencc-js ships its dictionaries as ES modules without type declarations.
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
