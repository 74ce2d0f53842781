// The request header object (spec section 3). Every field is optional; unknown keys are
// refused so a misspelt field is noticed instead of silently ignored.
const scalar = { type: ['string', 'number'] };

export const requestHeaderSchema = {
  $id: 'https://schemas.retail-bank.example/server/request-header.json',
  type: 'object',
  additionalProperties: false,
  properties: {
    appId: scalar,
    locale: scalar,
    termType: scalar,
    termNo: scalar,
    termMac: scalar,
    longitude: scalar,
    latitude: scalar,
    appVersion: scalar,
    originalChannelId: scalar,
    algorithmID: scalar,
  },
} as const;
