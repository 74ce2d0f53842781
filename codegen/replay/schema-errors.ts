// Ajv errors as one short line each ("/accounts/0/accountNo: must match pattern ..."),
// for contract and fixture-format problems alike.

interface AjvLikeError {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

export function schemaErrorLines(errors: readonly AjvLikeError[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const where = e.instancePath || '(root)';
    const extra =
      typeof e.params.additionalProperty === 'string'
        ? ` '${e.params.additionalProperty}'`
        : Array.isArray(e.params.allowedValues)
          ? ` ${JSON.stringify(e.params.allowedValues)}`
          : '';
    return `${where}: ${e.message ?? 'is invalid'}${extra}`;
  });
}
