// Contracts for social: filled in with the profiles and social graph issue.
export {};
