// The audit trail of staff actions, shown in the dashboard's case dialogs and a member's Manage dialog.
export { AuditTrail } from './components/audit-trail';
