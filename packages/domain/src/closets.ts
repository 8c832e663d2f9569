// Contracts for closets: filled in with the profiles and social graph issue.
export {};
