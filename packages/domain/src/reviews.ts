// Contracts for reviews: filled in with the profiles and social graph issue.
export {};
