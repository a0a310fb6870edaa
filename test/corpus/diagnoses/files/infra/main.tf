terraform {
  required_version = ">= 1.6"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
}

provider "aws" {
  region = var.region
}

resource "aws_s3_bucket" "receipts" {
  bucket        = "${var.prefix}-receipts"
  force_destroy = false

  tags = {
    Service     = "checkout"
    Environment = var.environment
    CostCenter  = "payments"
  }
}

resource "aws_sqs_queue" "orders" {
  name                       = "${var.prefix}-orders"
  visibility_timeout_seconds = 60
  message_retention_seconds  = 345600
  receive_wait_time_seconds  = 20
}

output "receipts_bucket" {
  value       = aws_s3_bucket.receipts.bucket
  description = "Where receipts are stored"
}
