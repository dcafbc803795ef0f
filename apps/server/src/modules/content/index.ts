/**
 * The front door of the `content` module: what other modules and the app's composition may use
 * (lint: `veso/module-front-door`). Its own files import each other directly.
 */
export { ContentFileError, readContentFiles } from './files';
export { contentWrites, listContent } from './repo';
export { contentRoutes } from './routes';
export {
  getContent,
  loadContent,
  replyToSupportRequest,
  seedContent,
  supportRequestQueue,
} from './service';
