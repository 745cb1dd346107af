import type { MapCluster, MapFeature, MapPost } from '@core/map';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap } from 'react-leaflet';
import { isOnePoint, MAX_ZOOM } from './mapArea';
import { clusterIcon, postIcon } from './markers';
import { pinLabel, pinPrice } from './postWords';

function PostPin({
  post,
  chosen,
  onPost,
}: {
  post: MapPost;
  chosen: boolean;
  onPost: (post: MapPost) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const label = pinLabel(post, t, lang);
  const price = pinPrice(post, t);
  const icon = useMemo(() => postIcon(label, price, chosen), [label, price, chosen]);
  return (
    <Marker
      position={[post.lat, post.lng]}
      icon={icon}
      keyboard={false}
      zIndexOffset={chosen ? 1000 : 0}
      eventHandlers={{ click: () => onPost(post) }}
    />
  );
}

function ClusterPin({
  cluster,
  onSpot,
}: {
  cluster: MapCluster;
  onSpot: (cluster: MapCluster) => void;
}) {
  const { t } = useTranslation();
  const map = useMap();
  // Posts at one spot never part, however close the map zooms: the count lists them.
  const listsThem = cluster.at_one_point || isOnePoint(cluster.bbox);
  const label = t(listsThem ? 'feedMap.spot' : 'feedMap.cluster', { count: cluster.count });
  const icon = useMemo(() => clusterIcon(label, cluster.count), [label, cluster.count]);
  const open = () => {
    if (listsThem || map.getZoom() >= MAX_ZOOM) {
      onSpot(cluster);
      return;
    }
    const [west, south, east, north] = cluster.bbox;
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { padding: [48, 48], maxZoom: MAX_ZOOM },
    );
  };
  return (
    <Marker
      position={[cluster.lat, cluster.lng]}
      icon={icon}
      keyboard={false}
      eventHandlers={{ click: open }}
    />
  );
}

/** The answer's pins and counts. */
export function MapFeatures({
  features,
  chosenId,
  onPost,
  onSpot,
}: {
  features: MapFeature[];
  chosenId: string | null;
  onPost: (post: MapPost) => void;
  onSpot: (cluster: MapCluster) => void;
}) {
  return (
    <>
      {features.map((feature) =>
        feature.type === 'post' ? (
          <PostPin
            key={feature.id}
            post={feature}
            chosen={feature.id === chosenId}
            onPost={onPost}
          />
        ) : (
          <ClusterPin
            key={`${feature.lat},${feature.lng},${feature.count}`}
            cluster={feature}
            onSpot={onSpot}
          />
        ),
      )}
    </>
  );
}
