// Who works in the studio (docs/publishing.md, "Staff and roles"): authors make drafts,
// approvers approve or reject them and publish, QA records and replays. The bank enforces what
// each role may do; the studio shows what it offers from the same names.

export type StaffRole = 'author' | 'approver' | 'qa';

export interface StaffMember {
  staffId: string;
  loginId: string;
  name: string;
  role: StaffRole;
}
