"""A local S3-compatible server for the tests and the cluster test: moto's server mode
(`python -m moto.server`, from PyPI), on 127.0.0.1 only. It keeps everything in memory,
takes any access key, and checks bucket policies: what a policy does not make public
answers 403 to a plain GET, as on AWS.

    with s3_server(port) as endpoint_url:
        s3_bucket_create(endpoint_url, "shop-images")
"""

import contextlib
import json
from collections.abc import Iterator

import boto3

from devtools.runners import VENV_BIN, _running

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
    with _running("moto S3 server", command, f"{endpoint_url}/", timeout=30, log=log):
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
