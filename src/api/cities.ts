import { callable } from './client';

export const fetchCityPage = callable('city/cityList');
export const fetchTopCities = callable('city/topCityList');
export const fetchAllCities = callable('city/allCity');
export const fetchCityDetail = callable('city/detail');
export const fetchCityFirstComments = callable('city/firstComment');
export const fetchCitySecondComments = callable('city/secondComment');
export const searchCityNames = callable('city/nameList');
export const likeCity = callable('city/giveLike');
export const cancelLikeCity = callable('city/cancelLike');
export const commentOnCity = callable('city/comment');
export const likeCityComment = callable('comment/giveLike');
export const cancelLikeCityComment = callable('comment/cancelLike');
export const trampleCityComment = callable('comment/trample');
export const cancelTrampleCityComment = callable('comment/cancelTrample');
