// POST /api/token body.
import { IsBoolean, IsOptional } from 'class-validator';

export class TokenRequestDto {
  @IsOptional()
  @IsBoolean({ message: 'invalid' })
  clearCache?: boolean;
}
