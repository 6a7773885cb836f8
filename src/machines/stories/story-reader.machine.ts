import { cancelCollectTrail, cancelLikeTrail, collectTrail, fetchTrail, likeTrail } from '../../api/stories';
import type { TrailDetail } from '../../api/types/stories';
import { reactableItemMachine } from '../shared/reactable-item.machine';
import { toggleReaction } from '../shared/reaction-toggle';

/** One story: loads it; a signed-in reader likes and collects it (and takes either back). */
export const storyReaderMachine = reactableItemMachine<TrailDetail, 'like' | 'collect'>({
  id: 'storyReader',
  load: (id, { signal }) => fetchTrail({ id }, { silent: true, signal }),
  reactions: {
    like: {
      toggle: (story) => toggleReaction(story, 'liked', 'likeCount'),
      call: (story, on, options) => (on ? likeTrail : cancelLikeTrail)({ id: story.id }, options),
    },
    collect: {
      toggle: (story) => toggleReaction(story, 'collected', 'collectCount'),
      call: (story, on, options) => (on ? collectTrail : cancelCollectTrail)({ id: story.id }, options),
    },
  },
});
