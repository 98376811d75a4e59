// Read by test/helpers/s3Server.ts: this project's apps keep their documents in S3.
process.env.TEST_STORAGE = 's3';
