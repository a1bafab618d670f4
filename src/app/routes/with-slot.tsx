import type { ComponentType, Context } from 'react';

/** A screen with what src/app provides to one of its slots (a feature never imports another feature). */
export function withSlot<T>(Slot: Context<T>, value: T, Page: ComponentType): () => React.JSX.Element {
  return function ComSlot() {
    return (
      <Slot.Provider value={value}>
        <Page />
      </Slot.Provider>
    );
  };
}
