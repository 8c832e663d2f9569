// Counts held by each instance, added up across instances (decision 049): one instance alone, or Redis.
export { LocalPresenceBoard, type PresenceBoard } from './board.ts';
export { PRESENCE_VALID_MS, RedisPresenceBoard } from './redis-board.ts';
