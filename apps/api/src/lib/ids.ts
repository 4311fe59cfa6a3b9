const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID in its canonical text form (ids of users, customers, sessions, orders). */
export const isUuid = (value: string): boolean => UUID.test(value);
