// /research-lab?feature=brand360: the brand profile form beside the list of profiles and every study's history.
import { BrandProfileList } from '@web/features/brand360/components/brand-profile-list';
import { BrandStudyHistory } from '@web/features/brand360/components/brand-study-history';
import { Brand360Panel } from '@web/features/brand360/components/brand360-panel';
import { ResearchLabFrame } from '@web/features/research-lab/components/research-lab-frame';

export function Brand360LabScreen() {
  return (
    <ResearchLabFrame
      sidebar={<Brand360Panel />}
      main={
        <>
          <BrandProfileList />
          <BrandStudyHistory />
        </>
      }
    />
  );
}
