// Contracts for settings: filled in with the profiles and social graph issue.
export {};
