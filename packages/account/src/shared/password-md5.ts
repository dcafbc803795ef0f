import SparkMD5 from 'spark-md5';

/**
 * The password as every account call sends it (spec §3: trimmed, then MD5, lowercase hex).
 * The one place the client hashes a password; the server keeps only a slow hash of this.
 */
export function passwordMd5(password: string): string {
  return SparkMD5.hash(password.trim());
}
