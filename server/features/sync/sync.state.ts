let firstSyncRunning = false;

/** True while the start-up sync runs and no week exists yet: the client polls every 2 s meanwhile. */
export const isFirstSyncRunning = () => firstSyncRunning;
export const setFirstSyncRunning = (value: boolean) => {
  firstSyncRunning = value;
};
