export { AddFundsDialog, type AddFundsDialogProps } from './components/add-funds-dialog';
