/** Every trade query lives under ['trades']: invalidate that after any trade changes. */
export const tradeQueryKeys = {
  all: ['trades'] as const,
  detail: (id: string) => ['trades', 'detail', id] as const,
  messages: (id: string) => ['trades', 'messages', id] as const,
  reserved: ['trades', 'reserved-items'] as const,
};
