export declare const schema: import('@rjsf/utils').RJSFSchema;
export declare const validate: import('ajv').ValidateFunction;
export declare const rjsf: Record<string, import('ajv').ValidateFunction>;
