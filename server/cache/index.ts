export {
  Cache,
  type CacheFigures,
  type CacheOptions,
  cacheFigures,
  createCache,
  forgetCacheForTests,
} from "./create-cache.ts";
