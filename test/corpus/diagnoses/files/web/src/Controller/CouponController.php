<?php

declare(strict_types=1);

namespace App\Controller;

use App\Repository\CouponRepository;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

final class CouponController
{
    public function __construct(private readonly CouponRepository $coupons)
    {
    }

    #[Route('/api/coupons/{code}', methods: ['GET'])]
    public function show(string $code): JsonResponse
    {
        $coupon = $this->coupons->findOneByCode(strtoupper($code));
        if ($coupon === null) {
            return new JsonResponse(['error' => 'coupon not found'], 404);
        }

        return new JsonResponse([
            'code' => $coupon->getCode(),
            'percent' => $coupon->getPercent(),
            'expires' => $coupon->getExpiresAt()?->format(DATE_ATOM),
        ]);
    }

    #[Route('/api/coupons', methods: ['POST'])]
    public function create(Request $request): JsonResponse
    {
        $data = json_decode($request->getContent(), true, 512, JSON_THROW_ON_ERROR);
        if (!isset($data['code'], $data['percent']) || $data['percent'] <= 0) {
            return new JsonResponse(['error' => 'code and a positive percent are required'], 422);
        }
        $coupon = $this->coupons->create($data['code'], (int) $data['percent']);

        return new JsonResponse(['id' => $coupon->getId()], 201);
    }
}
