// The studio's demo staff, one for each role (README, "Demo staff"): their password and the
// TOTP secret to add to an authenticator app. Data only, so the browser tests can read it too.
export const STAFF_PASSWORD = 'Staff@2026';

export const DEMO_STAFF = [
  { loginId: 'author.one', name: 'Ada Author', role: 'author', totpSecret: 'AUTHORONEJBSWY3DPEHPK3PXPSTUDIO' },
  { loginId: 'approver.one', name: 'Pat Approver', role: 'approver', totpSecret: 'APPROVERONEJBSWY3DPEHPK3PXPSTUD' },
  { loginId: 'approver.two', name: 'Sam Approver', role: 'approver', totpSecret: 'APPROVERTWOJBSWY3DPEHPK3PXPSTUD' },
  { loginId: 'qa.one', name: 'Quinn Tester', role: 'qa', totpSecret: 'QATESTERONEJBSWY3DPEHPK3PXPSTUD' },
] as const;
