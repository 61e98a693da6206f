/** Passed into services so tests can freeze or advance time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
