export function haproxyConfig(ports: {
  balancerPort: number;
  instancePorts: number[];
  statsSocket?: string;
}): string;
