export { MessagesButton } from './components/messages-button';
