/** A legal document both sites show: its title, when it last changed and its numbered sections. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalText {
  title: string;
  updatedAt: string;
  sections: LegalSection[];
}
