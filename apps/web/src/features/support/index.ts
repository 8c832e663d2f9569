// The support feature's public surface: the Help page's Contact Support card.
export { ContactSupportCard } from './components/contact-support-card';
