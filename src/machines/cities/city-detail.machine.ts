import { cancelLikeCity, fetchCityDetail, likeCity } from '../../api/cities';
import type { CityDetail } from '../../api/types/cities';
import { reactableItemMachine } from '../shared/reactable-item.machine';
import { toggleReaction } from '../shared/reaction-toggle';

/** One city's guide: loads it; a signed-in reader likes it (and takes the like back). */
export const cityDetailMachine = reactableItemMachine<CityDetail, 'like'>({
  id: 'cityDetail',
  load: (id, { signal }) => fetchCityDetail({ id }, { silent: true, signal }),
  reactions: {
    like: {
      toggle: (city) => toggleReaction(city, 'liked', 'likeCount'),
      call: (city, on, options) => (on ? likeCity : cancelLikeCity)({ cityId: city.id }, options),
    },
  },
});
