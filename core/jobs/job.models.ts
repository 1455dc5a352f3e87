// Jobs and job applications as the jobs API sends and takes them (spec sections 3 and 7).

/** The backend sends these flags as the strings 'True' and 'False'. */
export type BackendFlag = 'True' | 'False' | string;

export interface GeoPoint {
  lat: number;
  lng: number;
}

export type QuestionType = 'YES_NO' | 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'TEXT';

export interface JobQuestion {
  id: string;
  question: string;
  type: QuestionType;
  options?: string[];
  is_mandatory: boolean;
}

export interface Job {
  jobId: string;
  name: string;
  positionUniqueName: string;
  category: string;
  jobtype: string;
  cvRequired: BackendFlag;
  workExperienceRequired: BackendFlag;
  distance?: number;
  location: GeoPoint;
  description?: string;
  restaurantName?: string;
  city?: string;
  salary?: string;
  questions?: JobQuestion[];
  /** The restaurant the job is at; null for a head-office role. Absent where the backend does not send it. */
  storeId?: string | null;
  /** The day the job was posted (YYYY-MM-DD); absent where the backend does not send it. */
  postedOn?: string;
}

export interface Resume {
  name: string;
  contentType: string;
  /** Base64 file content. */
  content: string;
}

export interface ExperienceEntry {
  employer: string;
  jobTitle: string;
  fromMonth: string;
  fromYear: string;
  toMonth: string;
  toYear: string;
  isCurrentRole: boolean;
}

export interface QuestionAnswer {
  id: string;
  /** Chosen options for choice questions, text for TEXT questions. */
  answer: string[] | string;
}

export interface JobApplicationPayload {
  firstName: string;
  secondName: string;
  email: string;
  telephone: string;
  jobId: string;
  resume?: Resume;
  experience?: ExperienceEntry[];
  answers: QuestionAnswer[];
}
