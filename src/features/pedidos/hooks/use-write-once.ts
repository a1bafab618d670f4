// The guard moved to the UI kit (the manager list uses it too); the request lists' dialogs import it from here.
export { useWriteOnce } from '@/components/dialogs/use-write-once';
