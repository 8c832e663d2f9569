export function haproxyConfig(ports: { balancerPort: number; instancePorts: number[] }): string;
