"""A local S3-compatible server for the tests and the cluster test: moto's server mode
(`python -m moto.server`, from PyPI), on 127.0.0.1 only. It keeps everything in memory,
takes any access key, and checks bucket policies: what a policy does not make public
answers 403 to a plain GET, as on AWS.

    with s3_server(port) as endpoint_url:
        s3_bucket_create(endpoint_url, "shop-images")

By hand: `python -m devtools.s3_server [--port 9000] [--bucket shop-images]` runs one until
Ctrl-C and prints the settings that point the shop at it.
"""

import argparse
import contextlib
import json
import signal
import sys
import threading
from collections.abc import Iterator

import boto3

from devtools.processes import VENV_BIN, service_running

# moto takes any key pair; boto3 needs one to sign with.
ACCESS_KEY = "local-access-key"
SECRET_KEY = "local-secret-key"
REGION = "us-east-1"


@contextlib.contextmanager
def s3_server(port: int, *, log=None) -> Iterator[str]:
    """Runs moto's S3 server on 127.0.0.1:port until the block ends; answers its
    endpoint URL (AWS_S3_ENDPOINT_URL) once it answers requests."""
    endpoint_url = f"http://127.0.0.1:{port}"
    command = [str(VENV_BIN / "python"), "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)]
    with service_running("moto S3 server", command, f"{endpoint_url}/", timeout=30, log=log):
        yield endpoint_url


def s3_client(endpoint_url: str):
    return boto3.client(
        "s3",
        endpoint_url=endpoint_url,
        aws_access_key_id=ACCESS_KEY,
        aws_secret_access_key=SECRET_KEY,
        region_name=REGION,
    )


def public_read_policy(bucket: str, prefix: str) -> str:
    """The bucket policy that lets anyone read the objects under prefix/ (the shop's
    images) and nothing else (its backups stay private)."""
    statement = {
        "Sid": "PublicImages",
        "Effect": "Allow",
        "Principal": "*",
        "Action": "s3:GetObject",
        "Resource": f"arn:aws:s3:::{bucket}/{prefix.strip('/')}/*",
    }
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


def s3_bucket_create(endpoint_url: str, bucket: str, *, public_prefix: str = "media") -> None:
    """Makes the bucket, its objects under public_prefix/ readable by anyone."""
    client = s3_client(endpoint_url)
    client.create_bucket(Bucket=bucket)
    client.put_bucket_policy(Bucket=bucket, Policy=public_read_policy(bucket, public_prefix))


def main() -> None:
    parser = argparse.ArgumentParser(description="A local S3-compatible server (moto).")
    parser.add_argument("--port", type=int, default=9000)
    parser.add_argument("--bucket", default="shop-images")
    arguments = parser.parse_args()
    # Stopped by SIGTERM too, the server (in its own session) is stopped with it.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    with s3_server(arguments.port) as endpoint_url:
        s3_bucket_create(endpoint_url, arguments.bucket)
        print(f"AWS_STORAGE_BUCKET_NAME={arguments.bucket}")
        print(f"AWS_S3_ENDPOINT_URL={endpoint_url}")
        print(f"AWS_ACCESS_KEY_ID={ACCESS_KEY}")
        print(f"AWS_SECRET_ACCESS_KEY={SECRET_KEY}")
        print(f"AWS_S3_REGION_NAME={REGION}", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            threading.Event().wait()


if __name__ == "__main__":
    main()
