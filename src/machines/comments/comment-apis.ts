import {
  cancelLikeCityComment, cancelTrampleCityComment, commentOnCity, fetchCityFirstComments, fetchCitySecondComments, likeCityComment,
  trampleCityComment,
} from '../../api/cities';
import {
  cancelLikeTrailComment, cancelTrampleTrailComment, commentOnTrail, fetchTrailFirstComments, fetchTrailSecondComments, likeTrailComment,
  trampleTrailComment,
} from '../../api/stories';
import type { CommentApi } from './comments.machine';

/** The comment calls of each commented area, for the one comment statechart. */
export const cityCommentApi: CommentApi = {
  listFirst: fetchCityFirstComments,
  listSecond: fetchCitySecondComments,
  add: commentOnCity,
  like: likeCityComment,
  cancelLike: cancelLikeCityComment,
  trample: trampleCityComment,
  cancelTrample: cancelTrampleCityComment,
  draftArea: 'city',
};

export const storyCommentApi: CommentApi = {
  listFirst: fetchTrailFirstComments,
  listSecond: fetchTrailSecondComments,
  add: commentOnTrail,
  like: likeTrailComment,
  cancelLike: cancelLikeTrailComment,
  trample: trampleTrailComment,
  cancelTrample: cancelTrampleTrailComment,
  draftArea: 'story',
};
