/** The Codeville galleries' addresses (SPEC §2); /codeville/gallery redirects to the first. */
export const galleryPaths = {
  index: "/codeville/gallery",
  juniorAcademy: "/codeville/gallery/junior-academy",
  kidsCodeCamp: "/codeville/gallery/kids-code-camp",
  pastProjects: "/codeville/gallery/past-projects",
  pastGraduates: "/codeville/gallery/past-graduates",
} as const;
