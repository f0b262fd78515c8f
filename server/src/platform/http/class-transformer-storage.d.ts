// class-transformer 0.5 ships its metadata storage without typings at the path Node resolves; these are its own types.
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage.js';
}
