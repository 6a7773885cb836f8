import {
  cancelLikeCityComment, cancelTrampleCityComment, commentOnCity, fetchCityFirstComments, fetchCitySecondComments, likeCityComment,
  trampleCityComment,
} from '../../api/cities';
import {
  cancelLikeTrailComment, cancelTrampleTrailComment, commentOnTrail, fetchTrailFirstComments, fetchTrailSecondComments, likeTrailComment,
  trampleTrailComment,
} from '../../api/stories';
import { commentActors } from './comments.machine';

/** The comment thread's actors for a city's comments: `commentsMachine.provide({ actors: cityCommentActors })`. */
export const cityCommentActors = commentActors({
  listFirst: fetchCityFirstComments,
  listSecond: fetchCitySecondComments,
  add: commentOnCity,
  like: likeCityComment,
  cancelLike: cancelLikeCityComment,
  trample: trampleCityComment,
  cancelTrample: cancelTrampleCityComment,
});

/** The comment thread's actors for a story's comments. */
export const storyCommentActors = commentActors({
  listFirst: fetchTrailFirstComments,
  listSecond: fetchTrailSecondComments,
  add: commentOnTrail,
  like: likeTrailComment,
  cancelLike: cancelLikeTrailComment,
  trample: trampleTrailComment,
  cancelTrample: cancelTrampleTrailComment,
});
