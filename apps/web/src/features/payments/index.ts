export { AddFundsDialog, type AddFundsDialogProps } from './components/add-funds-dialog';
export { PayByCardButton } from './components/pay-by-card-button';
